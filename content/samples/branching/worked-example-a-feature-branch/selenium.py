branch = os.environ.get("GITHUB_HEAD_REF") or "main"
parent = os.environ.get("GITHUB_BASE_REF") or "main"

config = (Configuration()
    .set_api_key(os.environ["EYES_API_KEY"])
    .set_server_url("https://eyes.example.com")
    .set_branch_name(f"shop/{branch}")
    .set_parent_branch_name(f"shop/{parent}"))
eyes.set_configuration(config)
