// What the shell, the remotes and shared-contracts use of rxjs, provided to the share scope as the
// `rxjs` singleton (see react-router-dom.mjs). Imported from rxjs/internal/*: a plain `rxjs` import
// here would be the shared module itself.
export { Observable } from 'rxjs/internal/Observable';
export { ReplaySubject } from 'rxjs/internal/ReplaySubject';
export { Subject } from 'rxjs/internal/Subject';
export { Subscription } from 'rxjs/internal/Subscription';
export { filter } from 'rxjs/internal/operators/filter';
