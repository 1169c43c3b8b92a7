// The screen itself is chosen by renderer/PageFrame.tsx from pageContext.screen.
export default function Page() {
  return null
}
