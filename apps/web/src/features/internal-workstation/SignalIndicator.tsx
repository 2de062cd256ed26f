import { waitingScansText } from '@platen/domain/floor/connectivity';

/**
 * The station's connection: signal bars (5 to 1 by latency) or the error state, and how many scans wait on the
 * device. A live region, so a screen reader hears the network drop and the queue drain.
 */
export function SignalIndicator({ bars, waiting }: { bars: number; waiting: number }) {
  const online = bars > 0;
  const label = online ? `Connection: ${bars} of 5 bars` : 'Connection: offline';
  const queue = waitingScansText(waiting, online);
  return (
    <div className="signal" aria-live="polite">
      <span className={`signal-bars${online ? '' : ' signal-error'}`} role="img" aria-label={label}>
        {online ? (
          [1, 2, 3, 4, 5].map((n) => <span key={n} className={n <= bars ? 'on' : 'off'} data-level={n} />)
        ) : (
          <span aria-hidden="true">!</span>
        )}
      </span>
      <span className="signal-text">{online ? 'Online' : 'Offline'}</span>
      {queue && <span className="signal-queue">{queue}</span>}
    </div>
  );
}
