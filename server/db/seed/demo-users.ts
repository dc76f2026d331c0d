import type { Scope } from '#server/domain/context.ts';

// The demo people every capability adds its data to. Never created in production.
export const DEMO_PASSWORD = 'demo-password-2026';

export const DEMO_USERS: { email: string; name: string; scope: Scope[]; role: string }[] = [
  { email: 'tenant@demo.heimaleiga.is', name: 'Guðrún Jónsdóttir', scope: ['user'], role: 'tenant' },
  { email: 'tenant2@demo.heimaleiga.is', name: 'Oksana Kovalenko', scope: ['user'], role: 'tenant' },
  { email: 'landlord@demo.heimaleiga.is', name: 'Sigurður Ólafsson', scope: ['user'], role: 'landlord' },
  { email: 'landlord2@demo.heimaleiga.is', name: 'Anna Nowak', scope: ['user'], role: 'landlord' },
  { email: 'team@demo.heimaleiga.is', name: 'Helga Björnsdóttir', scope: ['user'], role: 'team (letting agency)' },
  { email: 'staff@demo.heimaleiga.is', name: 'Jón Einarsson', scope: ['user', 'staff'], role: 'staff' },
  { email: 'admin@demo.heimaleiga.is', name: 'Katrín Magnúsdóttir', scope: ['user', 'staff', 'admin'], role: 'admin' },
];
