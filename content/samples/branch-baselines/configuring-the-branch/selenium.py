config = (Configuration()
          .set_branch_name(os.environ.get("GITHUB_HEAD_REF", "default"))
          .set_parent_branch_name("default"))
eyes.set_configuration(config)
