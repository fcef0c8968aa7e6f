import account from './account.json';
import app from './app.json';
import audit from './audit.json';
import auth from './auth.json';
import books from './books.json';
import common from './common.json';
import dashboard from './dashboard.json';
import email from './email.json';
import errors from './errors.json';
import onboarding from './onboarding.json';
import users from './users.json';
import validation from './validation.json';

/** English, the source language: every other language has exactly these namespaces and keys. */
export const en = {
  account,
  app,
  audit,
  auth,
  books,
  common,
  dashboard,
  email,
  errors,
  onboarding,
  users,
  validation,
};
