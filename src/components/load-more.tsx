import { Button } from './ui/button';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  label: string;
  loadingLabel: string;
}

/** The "load more" at the end of a cursor-paged list. */
export function LoadMore({ hasMore, loading, onLoadMore, label, loadingLabel }: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <div className="flex justify-center">
      <Button variant="outline" onClick={onLoadMore} disabled={loading}>
        {loading ? loadingLabel : label}
      </Button>
    </div>
  );
}
