export default function Home() {
  return (
    <main id="main-content" tabIndex={-1}>
      <h1>My React Router app</h1>
    </main>
  );
}
