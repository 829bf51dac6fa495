import { ApiError, type InvalidParameters } from '@casino/shared/errors/api-error';
import { validationMessageText } from '@casino/shared/validation/message-text';
import type { ValidationMessage } from '@casino/shared/validation/messages';

/** The refusal the site maps to its fields (spec §5: per field, the first message). */
export function invalidParameters(fields: InvalidParameters): ApiError {
  return new ApiError('InvalidParameterException', 'Invalid parameters', { invalidParameters: fields });
}

/** A shared validator's message on one field, in English (the site shows its own translation). */
export function invalidField(field: string, message: ValidationMessage): ApiError {
  return invalidParameters({ [field]: validationMessageText(message) });
}
