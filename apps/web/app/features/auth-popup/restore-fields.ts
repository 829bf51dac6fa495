import type { FieldDefinition } from '@casino/shared/validation/field-definition';

/** The fields a restore request can name the account by, in the order an empty one falls back (spec §5). */
const RESTORE_SYSNAMES = ['login', 'email', 'mobile'] as const;
export type RestoreSysname = (typeof RESTORE_SYSNAMES)[number];

export interface RestoreField {
  sysname: RestoreSysname;
  required: boolean;
}

/** Without a usable field set the form asks for the login, as before the content service had one. */
const DEFAULT_FIELDS: RestoreField[] = [{ sysname: 'login', required: true }];

function isRestoreSysname(value: string): value is RestoreSysname {
  return (RESTORE_SYSNAMES as readonly string[]).includes(value);
}

/** The restore view's fields from cms-config `forms.restore` (spec §5): the visible ones, in its order. */
export function restoreFields(definitions: readonly FieldDefinition[] | undefined): RestoreField[] {
  const fields = (definitions ?? []).flatMap((definition) =>
    definition.params.is_visible && isRestoreSysname(definition.sysname)
      ? [{ sysname: definition.sysname, required: definition.params.is_required }]
      : [],
  );
  return fields.length > 0 ? fields : DEFAULT_FIELDS;
}

/**
 * What the restore request names the account by: the login, or when it is empty the email, then the
 * mobile (spec §5), a leading plus sign stripped. Empty when every field is.
 */
export function restoreLogin(values: Partial<Record<RestoreSysname, string>>): string {
  for (const sysname of RESTORE_SYSNAMES) {
    const value = values[sysname]?.trim().replace(/^\+/, '');
    if (value) return value;
  }
  return '';
}

/**
 * The fields in error before anything is sent: a required field left empty, or, when none is required,
 * the first field while all are empty (the request needs something to name the account by).
 */
export function restoreProblems(
  fields: readonly RestoreField[],
  values: Partial<Record<RestoreSysname, string>>,
): RestoreSysname[] {
  const empty = (sysname: RestoreSysname) => !values[sysname]?.trim();
  const missing = fields.filter((field) => field.required && empty(field.sysname)).map((f) => f.sysname);
  if (missing.length > 0) return missing;
  const first = fields[0];
  return first && !restoreLogin(values) ? [first.sysname] : [];
}
