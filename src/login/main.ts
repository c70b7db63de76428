// The login page's entry (login.html): /login without the app's React, router, auth client and
// query cache, which every other panel page loads (docs/architecture.md, "The login page").
import { isLoopbackHostname } from '@/domain/login';
import { hasLiveSession } from '@/data/account/auth-session';
import { getDefaultLoginActive } from '@/data/account/get-default-login-active';
import { signIn } from '@/data/account/sign-in';
import { emailToUsername } from '@/lib/admin-account';
import { writeMirrors } from '@/lib/auth-mirrors';
import { mountLoginPage } from '@/login/login-page';
import '@/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('login.html has no #root element');

// Where the guard stopped the visitor: in the history entry's state (the app's hand-off,
// features/auth/login-hand-off.tsx), or as ?next= in a link, then moved there so the address
// reads /login and a reload still knows it.
const query = new URLSearchParams(window.location.search).get('next');
const next = query ?? (window.history.state as { next?: string } | null)?.next;
if (query !== null) window.history.replaceState({ next }, '', '/login');

// A visitor already signed in goes on to the app, as before.
void hasLiveSession().then((signedIn) => {
  if (signedIn) {
    window.location.replace('/');
    return;
  }
  writeMirrors(null);
  mountLoginPage(root, {
    signIn: async (values) => {
      const { usedDefaultPassword, email } = await signIn(values);
      writeMirrors(emailToUsername(email));
      return { usedDefaultPassword };
    },
    defaultLoginActive: getDefaultLoginActive,
    onThisMachine: isLoopbackHostname(window.location.hostname),
    next,
    navigate: (path) => window.location.replace(path),
    loadResetForm: () => import('@/login/reset-form').then((m) => m.mountResetForm),
  });
});
