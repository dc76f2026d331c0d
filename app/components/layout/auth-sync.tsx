import { useEffect } from 'react';
import { readCookie } from '#common/cookies.ts';
import { LOGGED_IN_COOKIE } from '#common/token-rules.ts';

const CHANNEL = 'heimaleiga-auth';
/** How long a tab's own submission or navigation keeps it from following the cookie. */
const OWN_NAVIGATION_MS = 15_000;

/**
 * Keeps open tabs in step with the sign-in state (§4): when this browser signs in elsewhere a
 * signed-out tab goes home; when it signs out a signed-in tab goes through sign-out. A tab that is
 * itself submitting a form or leaving the page (signing up, in or out here) does not follow for a
 * while: the cookie it is about to get is its own, and going home would cut off the page it is
 * being sent to (e.g. sign-up's "confirm your email").
 */
export function AuthSync({ signedIn }: { signedIn: boolean }) {
  useEffect(() => {
    let pausedUntil = 0;
    const pause = () => {
      pausedUntil = Date.now() + OWN_NAVIGATION_MS;
    };
    const follow = () => {
      if (Date.now() < pausedUntil) return;
      const nowSignedIn = readCookie(document.cookie, LOGGED_IN_COOKIE) === '1';
      if (nowSignedIn === signedIn) return;
      window.location.assign(nowSignedIn ? '/' : '/logout');
    };
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
    channel?.postMessage({ signedIn });
    if (channel) channel.onmessage = follow;
    const timer = window.setInterval(follow, 2000);
    document.addEventListener('visibilitychange', follow);
    window.addEventListener('focus', follow);
    document.addEventListener('submit', pause, true);
    window.addEventListener('beforeunload', pause);
    return () => {
      document.removeEventListener('submit', pause, true);
      window.removeEventListener('beforeunload', pause);
      channel?.close();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', follow);
      window.removeEventListener('focus', follow);
    };
  }, [signedIn]);
  return null;
}
