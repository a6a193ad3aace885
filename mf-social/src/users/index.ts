// What other feature folders may use of users/ (the lint rule lets them import nothing else).
export { FollowButton } from './FollowButton';
