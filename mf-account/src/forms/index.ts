// What other feature folders may use of forms/ (the lint rule lets them import nothing else).
export { FormErrors } from './FormErrors';
export { SubmitButton } from './SubmitButton';
export { TextField } from './TextField';
export { EmailField, FormFooter, NewPasswordFields } from './fields';
export { failureLines, useForm } from './useForm';
export { email, maxLength, minLength, PASSWORD_MIN_LENGTH, required, type Rule, sameAs } from './validation';
