// What other feature folders may use of login/ (the lint rule lets them import nothing else).
export { LoginForm } from './LoginForm';
