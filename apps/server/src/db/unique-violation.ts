/** Whether a statement failed on a unique index (SQLSTATE 23505): a racing writer got there first. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}
