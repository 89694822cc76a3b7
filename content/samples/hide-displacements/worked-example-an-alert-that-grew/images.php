<?php
$eyes->check(Target::image('screenshots/account-settings-375.png')->ignoreDisplacements(true)->withName('Account settings'));
