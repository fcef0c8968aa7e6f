// Arabic: the same namespaces and keys as English (one JSON namespace per feature).

export { default as account } from './account.json';
export { default as app } from './app.json';
export { default as audit } from './audit.json';
export { default as auth } from './auth.json';
export { default as books } from './books.json';
export { default as common } from './common.json';
export { default as dashboard } from './dashboard.json';
export { default as errors } from './errors.json';
export { default as jobs } from './jobs.json';
export { default as onboarding } from './onboarding.json';
export { default as organizations } from './organizations.json';
export { default as secondFactor } from './secondFactor.json';
export { default as users } from './users.json';
export { default as validation } from './validation.json';
export { default as webhooks } from './webhooks.json';
