config.add_property('assignee', ENV['GIT_AUTHOR_EMAIL'])
eyes.configuration = config
