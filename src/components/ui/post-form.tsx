import { createContext, useContext, type ComponentProps } from 'react';

const PostsNatively = createContext(false);

/**
 * A form that works before the page is hydrated: until then it posts natively to the page's own URL,
 * whose POST handler checks it with the same schema and answers with a redirect (back with `?error=`
 * when refused); once hydrated, `onSubmit` takes over. Either way the messages are Folio's translated
 * ones, never the browser's.
 */
export function PostForm({ children, ...props }: ComponentProps<'form'>) {
  return (
    <PostsNatively.Provider value>
      <form method="post" noValidate {...props}>
        {children}
      </form>
    </PostsNatively.Provider>
  );
}

/** Whether the form around this point posts natively before hydration (a PostForm). */
export function usePostsNatively(): boolean {
  return useContext(PostsNatively);
}
