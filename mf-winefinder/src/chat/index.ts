// What other feature folders may use of chat/ (the lint rule lets them import nothing else).
export { ChatPage } from './ChatPage';
