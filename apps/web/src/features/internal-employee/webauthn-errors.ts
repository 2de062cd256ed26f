/**
 * What the employee reads when the browser's fingerprint prompt fails (a thrown DOMException or a refusal from
 * @simplewebauthn/browser), or the server's sentence when the server refused.
 */
export function touchFailure(e: unknown): string {
  const err = e as { name?: string; message?: string; status?: number };
  if (err?.name === 'NotAllowedError' || err?.name === 'AbortError')
    return 'No fingerprint was read (the prompt was closed or timed out). Touch the sensor again.';
  if (err?.name === 'InvalidStateError') return 'This fingerprint is already enrolled on this device.';
  if (err?.name === 'SecurityError' || err?.name === 'NotSupportedError')
    return 'This browser cannot read fingerprints here: open the site by its name over https (or localhost).';
  return err?.message ?? 'The fingerprint could not be read. Touch the sensor again.';
}
