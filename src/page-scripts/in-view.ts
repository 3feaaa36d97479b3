/**
 * Tells `onChange` whenever one of `elements` comes into view or leaves it, so timers run only
 * where someone can see them (issue 30). The first call for each comes with the next frame.
 * A browser without IntersectionObserver counts every element as in view.
 */
export function watchInView(elements: Iterable<Element>, onChange: (element: Element, inView: boolean) => void): void {
  if (!('IntersectionObserver' in window)) {
    for (const element of elements) onChange(element, true);
    return;
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) onChange(entry.target, entry.isIntersecting);
  });
  for (const element of elements) observer.observe(element);
}
