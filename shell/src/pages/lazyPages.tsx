import { RemoteSkeleton } from '../federation/RemoteModule';
import { lazyPage } from '../ui/lazyPart';
// In the frame's stylesheet, not the page's chunk: a server-rendered /newsletter links only the frame's (and its
// form would be unstyled until the chunk came).
import '../newsletter/newsletter.css';

// The shell's own pages, each in a chunk of its own: the first view of any other page carries none of them (the
// newsletter page brings the form, which the newsletter modal shares). The not-found page stays in the frame: any
// page can turn out to be one.
const loading = <RemoteSkeleton variant="page" />;

export const AboutPage = lazyPage(() => import('./AboutPage').then((m) => m.AboutPage), loading);
export const TermsPage = lazyPage(() => import('./TermsPage').then((m) => m.TermsPage), loading);
export const NewsletterPage = lazyPage(() => import('./NewsletterPage').then((m) => m.NewsletterPage), loading);
export const NewsletterConfirmPage = lazyPage(() => import('./NewsletterConfirmPage').then((m) => m.NewsletterConfirmPage), loading);
