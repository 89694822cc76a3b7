summary = runner.get_all_test_results(raise_on_diff=False)
for container in summary:
    r = container.test_results
    print(f"{r.name} [{r.host_display_size}]: {r.status}, {r.mismatches} mismatches")
