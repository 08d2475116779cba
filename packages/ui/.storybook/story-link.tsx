import type { LinkProps } from "../src/index";

/** Storybook's LinkComponent: internal links do not navigate the preview away from the story. */
function StoryLink({ onClick, ...props }: LinkProps) {
  return (
    <a
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}

export { StoryLink };
