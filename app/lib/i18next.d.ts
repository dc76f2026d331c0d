// Typed message keys: a key used in code that Icelandic doesn't have fails the type check.
// The Icelandic files are the types; the locales test keeps the other languages complete.
import type applications from '../../locales/is/applications.json';
import type auth from '../../locales/is/auth.json';
import type common from '../../locales/is/common.json';
import type components from '../../locales/is/components.json';
import type contracts from '../../locales/is/contracts.json';
import type errors from '../../locales/is/errors.json';
import type favourites from '../../locales/is/favourites.json';
import type help from '../../locales/is/help.json';
import type imported from '../../locales/is/imported.json';
import type inbox from '../../locales/is/inbox.json';
import type invitations from '../../locales/is/invitations.json';
import type landlord from '../../locales/is/landlord.json';
import type listing from '../../locales/is/listing.json';
import type listings from '../../locales/is/listings.json';
import type mail from '../../locales/is/mail.json';
import type man from '../../locales/is/man.json';
import type manContracts from '../../locales/is/manContracts.json';
import type manPaymentSetup from '../../locales/is/manPaymentSetup.json';
import type manPayments from '../../locales/is/manPayments.json';
import type notifications from '../../locales/is/notifications.json';
import type offers from '../../locales/is/offers.json';
import type openHouses from '../../locales/is/openHouses.json';
import type pages from '../../locales/is/pages.json';
import type paymentService from '../../locales/is/paymentService.json';
import type payments from '../../locales/is/payments.json';
import type payouts from '../../locales/is/payouts.json';
import type profile from '../../locales/is/profile.json';
import type registry from '../../locales/is/registry.json';
import type renewals from '../../locales/is/renewals.json';
import type savedSearches from '../../locales/is/savedSearches.json';
import type security from '../../locales/is/security.json';
import type teamForms from '../../locales/is/teamForms.json';
import type teamInbox from '../../locales/is/teamInbox.json';
import type teamServices from '../../locales/is/teamServices.json';
import type teams from '../../locales/is/teams.json';
import type teamVerification from '../../locales/is/teamVerification.json';
import type terminations from '../../locales/is/terminations.json';
import type wizard from '../../locales/is/wizard.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    // Runtime default is common (app/lib/i18n.ts); listing every namespace here, common first,
    // lets useTranslation() without a namespace type 'ns:key' for any of them.
    defaultNS: [
      'common',
      'applications',
      'auth',
      'components',
      'contracts',
      'errors',
      'favourites',
      'help',
      'imported',
      'inbox',
      'invitations',
      'landlord',
      'listing',
      'listings',
      'mail',
      'man',
      'manContracts',
      'manPayments',
      'manPaymentSetup',
      'notifications',
      'openHouses',
      'offers',
      'pages',
      'payments',
      'paymentService',
      'payouts',
      'profile',
      'registry',
      'renewals',
      'savedSearches',
      'security',
      'teamForms',
      'teamInbox',
      'teams',
      'teamVerification',
      'teamServices',
      'terminations',
      'wizard',
    ];
    resources: {
      applications: typeof applications;
      auth: typeof auth;
      common: typeof common;
      components: typeof components;
      contracts: typeof contracts;
      errors: typeof errors;
      favourites: typeof favourites;
      help: typeof help;
      imported: typeof imported;
      inbox: typeof inbox;
      invitations: typeof invitations;
      landlord: typeof landlord;
      listing: typeof listing;
      listings: typeof listings;
      mail: typeof mail;
      man: typeof man;
      manContracts: typeof manContracts;
      manPayments: typeof manPayments;
      manPaymentSetup: typeof manPaymentSetup;
      notifications: typeof notifications;
      openHouses: typeof openHouses;
      offers: typeof offers;
      pages: typeof pages;
      payments: typeof payments;
      paymentService: typeof paymentService;
      payouts: typeof payouts;
      profile: typeof profile;
      registry: typeof registry;
      renewals: typeof renewals;
      savedSearches: typeof savedSearches;
      security: typeof security;
      teamForms: typeof teamForms;
      teamInbox: typeof teamInbox;
      teams: typeof teams;
      teamVerification: typeof teamVerification;
      teamServices: typeof teamServices;
      terminations: typeof terminations;
      wizard: typeof wizard;
    };
  }
}
