// The defaults: nothing here should make the package work that a consumer would not have.
export default {};
