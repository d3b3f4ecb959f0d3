import { useEffect, useState } from 'react';

/**
 * True while the page is being scrolled down (past a small threshold), false once it scrolls up
 * again or sits at the top: the mobile bottom navigation hides and returns with it (01 §2).
 */
export function useHideOnScrollDown(threshold = 8): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    // Read in a frame, not as the page mounts: reading the position there forces a layout of the
    // page before its first paint (decision 0020).
    let last = 0;
    let frame = requestAnimationFrame(() => {
      last = window.scrollY;
    });
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const now = window.scrollY;
        if (now <= 0) setHidden(false);
        else if (now - last > threshold) setHidden(true);
        else if (last - now > threshold) setHidden(false);
        if (Math.abs(now - last) > threshold) last = now;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return hidden;
}
