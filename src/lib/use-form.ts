import { useEffect, useRef } from 'react';
import {
  useForm as useReactHookForm,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormProps,
  type UseFormRegister,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * react-hook-form's `useForm`, safe for a page that is read and typed into before it is hydrated:
 * - each registered field carries its default as `defaultValue`, so the server's HTML shows it;
 * - when React takes the field over, react-hook-form writes its default into the element — and would
 *   wipe what the person typed in the meantime. What the element held, if it differs, is put back and,
 *   once the form listens (after mount), counts as a change: "leave without saving?" asks, a submit
 *   sends it.
 */
export function useForm<Values extends FieldValues>(props: UseFormProps<Values>): UseFormReturn<Values> {
  const form = useReactHookForm(props);
  const typedEarly = useRef(new Map<Path<Values>, string | boolean>());

  useEffect(() => {
    for (const [name, typed] of typedEarly.current) {
      form.setValue(name, typed as PathValue<Values, Path<Values>>, { shouldDirty: true });
    }
    typedEarly.current.clear();
  });

  const register: UseFormRegister<Values> = (name, options) => {
    const registration = form.register(name, options);
    const current: unknown = form.getValues(name);
    return {
      ...registration,
      ...(typeof current === 'string' ? { defaultValue: current } : {}),
      ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
        // A checkbox's `value` is what it sends when checked ("on"), not what the person chose.
        if (element instanceof HTMLInputElement && element.type === 'checkbox') {
          const checked = element.checked;
          registration.ref(element);
          if (checked !== Boolean(form.getValues(name))) {
            element.checked = checked;
            typedEarly.current.set(name, checked);
          }
          return;
        }
        const typed = element?.value;
        registration.ref(element);
        if (element && typed && typed !== String(form.getValues(name) ?? '')) {
          element.value = typed;
          typedEarly.current.set(name, typed);
        }
      },
    };
  };
  return { ...form, register };
}

/**
 * Whether leaving now would lose something: the fields' values against their defaults, read at the
 * moment of asking (not the last render's `isDirty`, which misses what was typed while the page hydrated).
 */
export function hasUnsavedChanges<Values extends FieldValues>(form: UseFormReturn<Values>): boolean {
  return JSON.stringify(form.getValues()) !== JSON.stringify(form.formState.defaultValues);
}
