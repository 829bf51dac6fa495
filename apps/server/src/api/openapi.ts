import { apiContract } from '@casino/shared/api/contract';
import { API_VERSION } from '@casino/shared/constants';
import { ERROR_STATUS } from '@casino/shared/errors/error-types';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType): JsonSchema {
  // Output shapes: parameters are documented after form-text coercion (numbers as numbers).
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

const errorEnvelope: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['type', 'code', 'message'],
      properties: {
        type: { type: 'string', enum: Object.keys(ERROR_STATUS) },
        code: { type: 'string' },
        message: { type: 'string' },
        invalid_parameters: { type: 'object', additionalProperties: { type: 'string' } },
        error_data: { type: 'object' },
      },
    },
  },
};

const envelopeParameters = [
  { name: 'lang', in: 'query', required: false, schema: { type: 'string' }, description: 'Locale code' },
  { name: 'v', in: 'query', required: false, schema: { type: 'string', example: API_VERSION } },
];

/** OpenAPI 3.1 for integrators, generated from the same contract the server and the site use. */
export function buildOpenApiDocument(serverUrl: string): JsonSchema {
  const paths: Record<string, JsonSchema> = {};
  for (const [name, action] of Object.entries(apiContract)) {
    const params = toSchema(action.params);
    const operation: JsonSchema = {
      operationId: name,
      summary: action.summary,
      tags: [name.includes('.') ? name.split('.')[0] : 'general'],
      responses: {
        200: {
          description: 'Success',
          content: {
            'application/json': {
              schema: { type: 'object', required: ['data'], properties: { data: toSchema(action.result) } },
            },
          },
        },
        default: {
          description: 'Error (spec §8)',
          content: { 'application/json': { schema: errorEnvelope } },
        },
      },
    };
    if (action.access === 'user') operation.security = [{ session: [] }];
    if (action.method === 'GET') {
      const properties = (params.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((params.required as string[] | undefined) ?? []);
      operation.parameters = [
        ...envelopeParameters,
        ...Object.entries(properties).map(([key, schema]) => ({
          name: key,
          in: 'query',
          required: required.has(key),
          schema,
        })),
      ];
    } else {
      operation.parameters = envelopeParameters;
      operation.requestBody = {
        content: {
          'application/x-www-form-urlencoded': { schema: params },
          'multipart/form-data': { schema: params },
        },
      };
    }
    paths[`/api/${name}`] = { [action.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Casino platform API', version: API_VERSION },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    paths,
  };
}
