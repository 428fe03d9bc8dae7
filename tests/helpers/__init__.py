"""What the tests share: fixtures' helpers, game builders, reference implementations."""
