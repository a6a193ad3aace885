import { RemoteSkeleton } from '../federation/RemoteModule';
import { lazyPart } from '../ui/lazyPart';

// The shell's own pages, each in a chunk of its own: the first view of any other page carries none of them (the
// newsletter page brings the form, which the newsletter modal shares). The not-found page stays in the frame: any
// page can turn out to be one.
const loading = <RemoteSkeleton variant="page" />;

export const AboutPage = lazyPart(() => import('./AboutPage').then((m) => m.AboutPage), loading);
export const TermsPage = lazyPart(() => import('./TermsPage').then((m) => m.TermsPage), loading);
export const NewsletterPage = lazyPart(() => import('./NewsletterPage').then((m) => m.NewsletterPage), loading);
export const NewsletterConfirmPage = lazyPart(() => import('./NewsletterConfirmPage').then((m) => m.NewsletterConfirmPage), loading);
