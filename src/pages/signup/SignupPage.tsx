export default function SignupPage() {
  return (
    <section>
      <h1>Sign up</h1>
    </section>
  );
}
