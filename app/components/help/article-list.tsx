import { Link } from 'react-router';

export interface ArticleListItem {
  slug: string;
  title: string;
  summary: string;
}

export function ArticleList({ articles }: { articles: ArticleListItem[] }) {
  return (
    <ul className="divide-y divide-line rounded-xl border border-line">
      {articles.map((article) => (
        <li key={article.slug}>
          <Link to={`/help/articles/${article.slug}`} className="flex flex-col gap-1 p-4 hover:bg-subtle">
            <span className="font-semibold text-brand-700">{article.title}</span>
            <span className="text-sm text-muted">{article.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
