// The suite's SMTP server lives in @encontro/testing (maildev keeps its SMTP server in module state: one per suite).
export { type Mailbox, startMailbox } from '@encontro/testing';
