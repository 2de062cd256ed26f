const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function issueText(issue: unknown): string {
  if (typeof issue === 'string') return issue;
  if (isRecord(issue) && typeof issue.message === 'string') {
    const path = Array.isArray(issue.path) ? issue.path.join('.') : issue.path;
    return typeof path === 'string' && path !== '' ? `${path}: ${issue.message}` : issue.message;
  }
  return serialise(issue);
}

function serialise(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    // Circular or BigInt values cannot be serialised; their string form is the best we have.
    return String(value);
  }
}

/**
 * O-8-18..22: the text of an error: a string as is, else its message, else its nested error, else its list
 * of issues, else the error serialised.
 */
export function errorText(error: unknown, depth = 0): string {
  if (typeof error === 'string') return error;
  if (!isRecord(error)) return serialise(error);
  if (typeof error.message === 'string' && error.message !== '') return error.message;
  if (error.error !== undefined && error.error !== null && depth < 5)
    return errorText(error.error, depth + 1);
  if (Array.isArray(error.issues) && error.issues.length > 0) return error.issues.map(issueText).join('; ');
  return serialise(error);
}
