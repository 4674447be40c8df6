import { useState } from 'react';

/** A card's picture; the placeholder when there is none or `/assets` cannot give it. */
export function CardImage({ src }: { src: string | null }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <span className="card__image">
      {src && failedSrc !== src ? (
        <img src={src} alt="" loading="lazy" onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden="true">▧</span>
      )}
    </span>
  );
}
