import { useEffect } from 'react';
import { readCookie } from '#common/cookies.ts';
import { LOGGED_IN_COOKIE } from '#common/token-rules.ts';

const CHANNEL = 'heimaleiga-auth';

/**
 * Keeps open tabs in step with the sign-in state (§4): when this browser signs in elsewhere a
 * signed-out tab goes home; when it signs out a signed-in tab goes through sign-out.
 */
export function AuthSync({ signedIn }: { signedIn: boolean }) {
  useEffect(() => {
    const follow = () => {
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
    return () => {
      channel?.close();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', follow);
      window.removeEventListener('focus', follow);
    };
  }, [signedIn]);
  return null;
}
