import { useEffect } from 'react';

/** Marks the document once React has hydrated it (tests wait for this before interacting). */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
