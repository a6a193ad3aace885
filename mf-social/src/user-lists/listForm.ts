import type { LIST_DESCRIPTION_MAX_LENGTH, LIST_NAME_MAX_LENGTH } from '@vinkompassen/shared-contracts/schemas';
import { TEXTS } from '../texts';

// Typed against the API contract's constants, so a change there fails the type check here.
export const NAME_MAX: typeof LIST_NAME_MAX_LENGTH = 100;
/** Spec section 9. */
export const DESCRIPTION_MAX: typeof LIST_DESCRIPTION_MAX_LENGTH = 160;

export interface ListFormValues {
  name: string;
  description: string;
  isPublic: boolean;
}

export interface ListFormErrors {
  name?: string;
  description?: string;
}

/** Spec section 5: name required, description optional and at most 160 characters. */
export function validateListForm(values: Pick<ListFormValues, 'name' | 'description'>): ListFormErrors {
  const errors: ListFormErrors = {};
  if (values.name.trim() === '') errors.name = TEXTS.validation.required;
  if (values.description.trim().length > DESCRIPTION_MAX) errors.description = TEXTS.listForm.tooLong;
  return errors;
}

export const isValid = (errors: ListFormErrors): boolean => Object.keys(errors).length === 0;
