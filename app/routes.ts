import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  layout('routes/layouts/default.tsx', [
    index('routes/public/home.tsx'),
    route('about', 'routes/public/about.tsx'),
    route('landlords', 'routes/public/landlords.tsx'),
    route('renters', 'routes/public/renters.tsx'),
    route('iso-27001', 'routes/public/iso-27001.tsx'),
    route('services/mobile-app', 'routes/public/mobile-app.tsx'),
    route('services/rental-guarantees', 'routes/public/rental-guarantees.tsx'),
    route('account-deleted', 'routes/public/account-deleted.tsx'),
    route('terms', 'routes/terms/index.tsx'),
    route('terms/:page', 'routes/terms/page.tsx'),
    route('403', 'routes/system/forbidden.tsx'),
    route('404', 'routes/system/not-found.tsx'),
    route('components-testing', 'routes/system/components-testing.tsx'),
    route('login', 'routes/auth/login.tsx'),
  ]),
  layout('routes/layouts/help.tsx', [
    route('help', 'routes/help/index.tsx'),
    route('help/search', 'routes/help/search.tsx'),
    route('help/categories/:id', 'routes/help/category.tsx'),
    route('help/articles/:id', 'routes/help/article.tsx'),
  ]),
  layout('routes/layouts/my-account.tsx', [route('profile', 'routes/account/profile.tsx')]),
  layout('routes/layouts/admin.tsx', [route('man', 'routes/man/home.tsx')]),
  route('logout', 'routes/auth/logout.tsx'),
  route('locale', 'routes/system/locale.tsx'),
  route('consent', 'routes/system/consent.tsx'),
] satisfies RouteConfig;
