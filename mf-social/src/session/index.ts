// What other feature folders may use of session/ (the lint rule lets them import nothing else).
export { requestLogin, useViewer } from './useViewer';
