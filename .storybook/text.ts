import type { ParseKeys } from 'i18next';
import { cloneElement, isValidElement, type ReactNode } from 'react';
import type { NAMESPACES } from '~/lib/i18n-options';

type OtherNamespace = Exclude<(typeof NAMESPACES)[number], 'common'>;

/** A key of Folio's texts, with its namespace: `books:form.submit`. */
export type TextKey = Extract<ParseKeys<['common', ...OtherNamespace[]]>, `${string}:${string}`>;

type Values = Record<string, string | number>;

/** What `text` stands for, by the token it gave. */
const texts = new Map<string, { key: TextKey; values?: Values }>();

const TOKEN = /⟦[^⟦⟧]+⟧/g;

/**
 * A text of Folio's locale files where a story would write an English literal (an argument, or inside
 * the elements its arguments hold): the catalogue's decorator shows it in the toolbar's language, so a
 * story reads as Folio reads in each of its languages. Values fill the text's placeholders, and may be
 * texts themselves. Until the decorator translates it, it is a token such as `⟦books:form.submit⟧`;
 * e2e/catalogue.spec.ts fails on one left on screen.
 */
export function text(key: TextKey, values?: Values): string {
  const token = values ? `⟦${key}#${texts.size}⟧` : `⟦${key}⟧`;
  texts.set(token, values ? { key, values } : { key });
  return token;
}

type Translate = (key: string, values?: Values) => string;

/**
 * A story's arguments with every `text` token translated: in strings, arrays, plain objects and the
 * props of React elements, however deep. What holds none is returned as it was, the same object.
 */
export function translateTexts<Value>(value: Value, translate: Translate): Value {
  return translated(value, translate) as Value;
}

function translated(value: unknown, translate: Translate): unknown {
  if (typeof value === 'string') return value.includes('⟦') ? translateString(value, translate) : value;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => translated(item, translate));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (isValidElement(value)) {
    const props = value.props as Record<string, unknown>;
    const changed = changedEntries(props, translate);
    if (!changed) return value;
    // Several children stay arguments of their own, as JSX wrote them (an array would want keys).
    const { children, ...others } = changed;
    return Array.isArray(children)
      ? cloneElement(value, others, ...(children as ReactNode[]))
      : cloneElement(value, changed);
  }
  // Plain objects only: not dates, nor components (forwardRef and memo are objects with `$$typeof`).
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    if ('$$typeof' in value) return value;
    const changed = changedEntries(value as Record<string, unknown>, translate);
    return changed ? { ...value, ...changed } : value;
  }
  return value;
}

function changedEntries(object: Record<string, unknown>, translate: Translate) {
  const changed = Object.entries(object)
    .map(([name, value]) => [name, value, translated(value, translate)] as const)
    .filter(([, before, after]) => before !== after);
  return changed.length ? Object.fromEntries(changed.map(([name, , after]) => [name, after])) : undefined;
}

function translateString(value: string, translate: Translate): string {
  return value.replace(TOKEN, (token) => {
    const found = texts.get(token);
    // An unknown token stays as it is, on screen, where the catalogue's check finds it.
    if (!found) return token;
    const values = found.values && translateTexts(found.values, translate);
    return translate(found.key, values);
  });
}
