/**
 * cms-config `flags.validationTiming` (spec §5): `submit` checks a form when it is sent (the default),
 * `eager` also checks each field as the player changes it.
 */
export type ValidationTiming = 'submit' | 'eager';

export function validationTiming(flags: Record<string, unknown> | undefined): ValidationTiming {
  return flags?.validationTiming === 'eager' ? 'eager' : 'submit';
}

/**
 * The errors after the player changed `field`: in eager mode its own error as the form's check now finds
 * it (shown, or cleared once fixed); the other fields keep theirs, so a field not yet touched is not
 * marked. In submit mode nothing changes until the form is sent.
 */
export function errorsAfterChange<Field extends string>(
  timing: ValidationTiming,
  current: Partial<Record<Field, string>>,
  found: Partial<Record<Field, string>>,
  field: Field,
): Partial<Record<Field, string>> {
  if (timing !== 'eager') return current;
  const { [field]: _old, ...rest } = current;
  const now = found[field];
  return (now ? { ...rest, [field]: now } : rest) as Partial<Record<Field, string>>;
}
