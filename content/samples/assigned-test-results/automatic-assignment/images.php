<?php
$config->addProperty('assignee', getenv('GIT_AUTHOR_EMAIL'));
$eyes->setConfiguration($config);
