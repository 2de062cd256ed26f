import { STATION_PHOTO_TITLES, type StationPhotoKind } from '@platen/domain/floor/station-photos';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button.tsx';
import { useStationPhotoMutation } from './api/workstation.ts';

/** A webcam frame as a JPEG (a station photo is evidence, not print art: quality 0.85 keeps it well under 1 MB). */
function frameOf(video: HTMLVideoElement): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || 640;
  canvas.height = video.videoHeight || 480;
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
}

/** The station's webcam: started on demand, stopped when the panel goes (the light goes off). */
function useWebcam() {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [live, setLive] = useState(false);
  const release = (s: MediaStream | null) => {
    for (const t of s?.getTracks() ?? []) t.stop();
  };
  // Leaving the panel (a verdict, the next scan) turns the camera off.
  useEffect(
    () => () => {
      for (const t of stream.current?.getTracks() ?? []) t.stop();
    },
    [],
  );
  const stop = () => {
    release(stream.current);
    stream.current = null;
    setLive(false);
  };
  const start = async () => {
    stream.current = await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
    if (video.current) {
      video.current.srcObject = stream.current;
      await video.current.play().catch(() => undefined);
    }
    setLive(true);
  };
  return { video, live, start, stop };
}

/**
 * A station photo of a unit (QC) or of the packed box (packing): "Use camera" starts the webcam, "Take photo"
 * sends the frame; "Upload a photo" takes a file instead (no camera, or a phone picture). The server keeps it with
 * who and when; the claim review shows it. Its buttons keep the focus (the scan box leaves them be).
 */
export function CameraCapture({ kind, barcode }: { kind: StationPhotoKind; barcode: string }) {
  const cam = useWebcam();
  const [send, sent] = useStationPhotoMutation();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const title = STATION_PHOTO_TITLES[kind];
  const upload = async (photo: Blob | null) => {
    if (!photo) return setMessage({ ok: false, text: 'No picture came from the camera: try again.' });
    const r = await send({ kind, barcode, photo });
    if ('error' in r)
      setMessage({ ok: false, text: (r.error as { message?: string }).message ?? 'Not saved.' });
    else setMessage({ ok: true, text: `${title} saved for unit ${barcode}.` });
  };
  const startCamera = () =>
    cam
      .start()
      .catch(() =>
        setMessage({ ok: false, text: 'The camera is not available here: upload a photo instead.' }),
      );
  const take = async () => {
    if (cam.video.current) await upload(await frameOf(cam.video.current));
    cam.stop();
  };
  const inputId = `photo-file-${kind}-${barcode}`;
  return (
    <section aria-label={`${title} of unit ${barcode}`} className="station-camera" data-keep-focus>
      <h3>{title}</h3>
      <video ref={cam.video} muted playsInline hidden={!cam.live} aria-label="Camera preview" />
      <div className="station-camera-actions">
        {cam.live ? (
          <Button icon="check" loading={sent.isLoading} onClick={() => void take()}>
            Take photo
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void startCamera()}>
            Use camera
          </Button>
        )}
        <label htmlFor={inputId} className="station-camera-file">
          Upload a photo
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
      </div>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'ok' : 'error'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
