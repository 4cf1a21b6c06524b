export default function Home() {
  return (
    <main id="main-content" tabIndex={-1}>
      <h1>My Next.js app</h1>
    </main>
  );
}
