config.add_property("assignee", os.environ["GIT_AUTHOR_EMAIL"])
eyes.configuration = config
