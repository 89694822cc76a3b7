branch = os.environ.get("GITHUB_HEAD_REF") or "main"
parent = os.environ.get("GITHUB_BASE_REF") or "main"

config = Configuration()
config.api_key = os.environ["EYES_API_KEY"]
config.server_url = "https://eyes.example.com"
config.branch_name = f"shop/{branch}"
config.parent_branch_name = f"shop/{parent}"
eyes.configuration = config
