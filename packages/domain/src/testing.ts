/** Test helper: the first issue's message of a safeParse result, or null when it parsed. */
export const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;
