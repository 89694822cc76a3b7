<?php
// Screenshots your own tooling saved of the recipe page; Eyes compares them as they are
$eyes->open('Pantry', 'Recipe page', new RectangleSize(1440, 900));
$eyes->check(Target::image('screenshots/lemon-tart/header.png')->withName('Recipe header'));
$eyes->check(Target::image('screenshots/lemon-tart/ingredients-6.png')->withName('Ingredients for 6'));
$eyes->closeAsync();
